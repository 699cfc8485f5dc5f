import PushDelivery
import PushStorage

extension SendHistory {
    /// The history of this process's send, in the state directory its environment names; a
    /// failure to write it is a warning on standard error.
    static func ofThisProcess(_ context: Context) -> SendHistory {
        SendHistory(file: HistoryFile(path: PathContext.fromProcess().statePaths.history), context: context, onFailure: Console.error)
    }
}
