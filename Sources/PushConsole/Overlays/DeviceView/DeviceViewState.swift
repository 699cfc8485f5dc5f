/// The device view's state: what the simulator's device received, newest first, and how far it
/// is scrolled.
public struct DeviceViewState: Sendable, Equatable {
    public var deliveries: [DeviceDelivery]
    /// The first line shown.
    public var offset: Int

    public init(deliveries: [DeviceDelivery], offset: Int = 0) {
        self.deliveries = deliveries
        self.offset = offset
    }

    /// A key of the device view's scope on a `width` x `height` terminal (times shown at `utcOffset`):
    /// it scrolls, or closes the view.
    mutating func reduce(_ command: ScrollingCommand, utcOffset: Int, width: Int, height: Int) -> OverlayEvent {
        DeviceView.dialog(deliveries, utcOffset: utcOffset).reduce(command, offset: &offset, width: width, height: height)
    }
}
