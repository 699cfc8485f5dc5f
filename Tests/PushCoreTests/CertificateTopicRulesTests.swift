import PushCore
import Testing

@Suite struct CertificateTopicRulesTests {
    let topics = ["com.example.app", "com.example.app.voip"]

    @Test func aTopicTheCertificateCarriesIsFine() {
        #expect(CertificateTopicRules.findings(topic: "com.example.app", pushType: .alert, certificateTopics: topics).isEmpty)
        #expect(CertificateTopicRules.findings(topic: "com.example.app.voip", pushType: .voip, certificateTopics: topics).isEmpty)
    }

    @Test func anotherTopicOrAMissingSuffixIsWarned() {
        let foreign = CertificateTopicRules.findings(topic: "com.other.app", pushType: .alert, certificateTopics: topics)
        #expect(foreign.map(\.code) == [.certificateTopic])
        #expect(foreign.first?.severity == .warning)
        #expect(foreign.first?.message.contains("TopicDisallowed") == true)
        let complication = CertificateTopicRules.findings(topic: "com.example.app.complication", pushType: .complication, certificateTopics: topics)
        #expect(complication.count == 2)
    }

    @Test func aCertificateWithoutTopicsSaysNothing() {
        #expect(CertificateTopicRules.findings(topic: "x", pushType: .voip, certificateTopics: []).isEmpty)
    }
}
