import CZlib

/// A PNG of palette colours, 8 bits a pixel: its rows deflated by zlib, each chunk with its CRC-32.
enum PNGEncoder {
    static func encode(_ image: IndexedImage, palette: Palette) throws(PictureFailure) -> [UInt8] {
        var header = big(image.width) + big(image.height)
        // 8 bits, palette colours, deflate, adaptive filters, no interlace.
        header += [8, 3, 0, 0, 0]
        var rows: [UInt8] = []
        rows.reserveCapacity((image.width + 1) * image.height)
        for y in 0..<image.height {
            // Each row is unfiltered (filter type 0).
            rows.append(0)
            rows += image.pixels[y * image.width..<(y + 1) * image.width]
        }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += chunk("IHDR", header)
        bytes += chunk("PLTE", palette.colours.flatMap { [$0.red, $0.green, $0.blue] })
        bytes += chunk("IDAT", try deflate(rows))
        bytes += chunk("IEND", [])
        return bytes
    }

    private static func deflate(_ bytes: [UInt8]) throws(PictureFailure) -> [UInt8] {
        var size = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        let status = compress2(&output, &size, bytes, uLong(bytes.count), Z_BEST_COMPRESSION)
        guard status == Z_OK else { throw PictureFailure(description: "zlib could not compress a picture (error \(status)).") }
        return Array(output.prefix(Int(size)))
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        return big(data.count) + body + big(Int(crc))
    }

    private static func big(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) } }
}
