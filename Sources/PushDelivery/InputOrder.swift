/// Puts back in input order what ends in any order: each index from 0 once, each handed on as
/// soon as every index before it has been.
struct InputOrder<Element> {
    private var waiting: [Int: Element] = [:]
    private var next = 0

    /// Takes `element`, the end of item `index`, and hands `release` every item now next in line, in order.
    mutating func take(_ element: Element, at index: Int, release: (Int, Element) -> Void) {
        guard index == next else {
            waiting[index] = element
            return
        }
        release(index, element)
        next += 1
        while let ready = waiting.removeValue(forKey: next) {
            release(next, ready)
            next += 1
        }
    }
}
