/// Comparing secrets without leaking, through timing, how much of a guess was right.
enum ConstantTime {
    static func equal(_ sent: some Collection<UInt8>, _ expected: some Collection<UInt8>) -> Bool {
        sent.count == expected.count && zip(sent, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
