import PushCore

/// The scenario's seeded error rate, shared by all connections: one roll per request that
/// passed every check, in arrival order, so a single client sees the same failures each run.
final class ErrorDice: Sendable {
    private let rule: Scenario.ErrorRate
    private let generator: Locked<SeededGenerator>

    init(rule: Scenario.ErrorRate) {
        self.rule = rule
        generator = Locked(SeededGenerator(seed: rule.seed))
    }

    /// The reason to fail this request with, or nil to let it through.
    func roll() -> APNsReason? {
        generator.withLock { generator in
            // 53 random bits give a uniform double in [0, 1).
            let draw = Double(generator.next() >> 11) * 0x1p-53
            guard draw < rule.rate, !rule.reasons.isEmpty else { return nil }
            return rule.reasons[Int(generator.next() % UInt64(rule.reasons.count))]
        }
    }
}
