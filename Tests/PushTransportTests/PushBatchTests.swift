import PushCore
import Testing
@testable import PushTransport

@Suite struct PushBatchTests {
    @Test func handsOutEveryPushOnceInOrder() throws {
        let batch = PushBatch(try APNsClientFixture.pushes(3))
        var indices: [Int] = []
        while let item = batch.claimNext() { indices.append(item.index) }
        #expect(indices == [0, 1, 2])
        #expect(batch.claimNext() == nil)
    }

    @Test func onlyTheLastAnswerEndsTheBatch() throws {
        let batch = PushBatch(try APNsClientFixture.pushes(3))
        #expect([batch.markAnswered(), batch.markAnswered(), batch.markAnswered()] == [false, false, true])
    }

    @Test func eachPushGetsItsOwnPayloadWhenPayloadsAlternate() throws {
        let payloads = [#"{"aps":{"alert":"a"}}"#, #"{"aps":{"alert":"a"}}"#, #"{"aps":{"alert":"b"}}"#,
                        #"{ "aps" : { "alert" : "a" } }"#, "not json"]
        let batch = PushBatch(try payloads.map { try APNsClientFixture.push(payload: $0) })
        var documents: [PayloadDocument] = []
        while let item = batch.claimNext() { documents.append(item.document) }
        #expect(documents.map(\.wireBytes) == payloads.map { PayloadDocument(text: $0).wireBytes })
        #expect(documents.last?.syntaxError != nil)
    }
}
