/// What an overlay with nothing to hand the app did with a key: it stays open (its own state
/// changed) or closes.
enum OverlayEvent: Equatable {
    case keepOpen
    case close
}
