// Saves two profiles over one file, alternately and for ever, through PushStorage's real writer,
// so a test can SIGKILL it at any moment and look at what is left.
//
// Usage: pushtui-profile-save-loop A.json B.json TARGET.json
// Loads A and B, saves each once to TARGET.a / TARGET.b (the bytes the test compares with), prints
// "ready", then saves A, B, A, … to TARGET until killed, printing "saved N" after the Nth save.
import Foundation
import PushStorage

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: pushtui-profile-save-loop A.json B.json TARGET.json\n".utf8))
    exit(2)
}
let target = arguments[3]
let store = FileProfileStore(directory: (target as NSString).deletingLastPathComponent)
do {
    let profiles = try [arguments[1], arguments[2]].map { try store.load(nameOrFile: $0).profile }
    try store.save(profiles[0], to: target + ".a")
    try store.save(profiles[1], to: target + ".b")
    FileHandle.standardOutput.write(Data("ready\n".utf8))
    var count = 0
    while true {
        try store.save(profiles[count % 2], to: target)
        count += 1
        FileHandle.standardOutput.write(Data("saved \(count)\n".utf8))
    }
} catch {
    FileHandle.standardError.write(Data("pushtui-profile-save-loop: \(error)\n".utf8))
    exit(1)
}
