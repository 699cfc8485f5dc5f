/// A layer over the panes that takes the keys until it closes: the open overlay's state.
public struct Overlay: Sendable, Equatable {
    /// The open overlay.
    let feature: any OverlayFeature

    /// `feature` open over the panes.
    init(_ feature: any OverlayFeature) {
        self.feature = feature
    }

    /// The open overlay's state when it is a `Feature`, else nil.
    func `as`<Feature: OverlayFeature>(_ type: Feature.Type) -> Feature? {
        feature as? Feature
    }

    /// The keymap scope the overlay's keys are looked up in.
    var keyScope: KeyScope { feature.keyScope }

    public static func == (lhs: Overlay, rhs: Overlay) -> Bool {
        lhs.feature.isEqual(to: rhs.feature)
    }
}
