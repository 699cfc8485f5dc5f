import PushCrypto
import PushDelivery

extension Console {
    /// Writes the warnings reading a credential raised to standard error and returns its value.
    static func warned<Value>(_ warned: Warned<Value>) -> Value {
        for warning in warned.warnings { error(warning.description) }
        return warned.value
    }

    /// Writes what the lint before a send found to standard error; returns whether the send may go ahead.
    static func passes(_ preflight: Preflight) -> Bool {
        preflight.lines.forEach(error)
        return preflight.isSendable
    }
}
