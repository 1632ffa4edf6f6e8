/// GIF's LZW compression: codes from `minimumCodeSize + 1` bits up to 12, packed from the low bit of each byte,
/// with a clear code first and whenever the table of 4096 codes is full.
struct GIFLZW {
    /// The table of strings seen, by their prefix's code and next pixel; a slot belongs to the table only when it
    /// holds the current generation, so a clear costs nothing. Kept from picture to picture.
    private var table = [UInt32](repeating: 0, count: 4096 * 256)
    private var generation: UInt32 = 0

    mutating func compress(_ pixels: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var output = BitPacker()
        var codeSize = minimumCodeSize + 1
        var lastCode = end
        clearTable()
        output.append(clear, bits: codeSize)
        guard var prefix = pixels.first.map(Int.init) else {
            output.append(end, bits: codeSize)
            return output.flushed
        }
        for pixel in pixels.dropFirst() {
            let slot = prefix << 8 | Int(pixel)
            if table[slot] >> 12 == generation {
                prefix = Int(table[slot] & 0xFFF)
                continue
            }
            output.append(prefix, bits: codeSize)
            lastCode += 1
            table[slot] = generation << 12 | UInt32(lastCode)
            if lastCode >= 1 << codeSize { codeSize += 1 }
            if lastCode == 4095 {
                output.append(clear, bits: codeSize)
                clearTable()
                codeSize = minimumCodeSize + 1
                lastCode = end
            }
            prefix = Int(pixel)
        }
        output.append(prefix, bits: codeSize)
        output.append(end, bits: codeSize)
        return output.flushed
    }

    private mutating func clearTable() {
        generation += 1
        // The generation has 20 bits: after a million clears, the table is wiped once.
        if generation == 1 << 20 {
            generation = 1
            table = [UInt32](repeating: 0, count: table.count)
        }
    }
}

/// Codes packed into bytes from the low bit up, as GIF's LZW writes them.
private struct BitPacker {
    private(set) var bytes: [UInt8] = []
    private var pending: UInt32 = 0
    private var pendingBits = 0

    mutating func append(_ code: Int, bits: Int) {
        pending |= UInt32(code) << UInt32(pendingBits)
        pendingBits += bits
        while pendingBits >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingBits -= 8
        }
    }

    var flushed: [UInt8] { pendingBits > 0 ? bytes + [UInt8(truncatingIfNeeded: pending)] : bytes }
}
