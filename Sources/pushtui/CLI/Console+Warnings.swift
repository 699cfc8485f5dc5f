import PushCrypto
import PushDelivery

extension Console {
    /// Writes the warnings reading a credential raised to standard error and returns its value.
    static func warned<Value>(_ warned: Warned<Value>) -> Value {
        for warning in warned.warnings { error(warning.description) }
        return warned.value
    }
}
