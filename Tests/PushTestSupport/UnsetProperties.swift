/// The names of `value`'s stored properties that are optional and nil, found with `Mirror`: a
/// fixture meant to set every field checks this is empty, so a field added to the type later
/// without a value in the fixture fails the test that relies on it.
public func unsetOptionalProperties(of value: Any) -> [String] {
    Mirror(reflecting: value).children.compactMap { child in
        let property = Mirror(reflecting: child.value)
        return property.displayStyle == .optional && property.children.isEmpty ? child.label ?? "?" : nil
    }
}
