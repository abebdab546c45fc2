// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: every reader must turn any bytes into papers or an error, never a crash.
#include "formats/clipboardformats.h"
#include "formats/collectionreader.h"
#include "text/latextounicode.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    // The extension only breaks ties in sniffing; vary it with the first byte so each reader
    // also sees input that does not look like its format.
    static const char *const names[] = { "f.txt", "f.json", "f.jsonl", "f.bib" };
    const QString name = QString::fromLatin1(names[size ? data[0] % 4 : 0]);
    const ReadResult result = CollectionReader::readBytes(bytes, name);
    if (result.ok()) {
        ClipboardFormats::linksHtml(result.collection.papers);
        ClipboardFormats::abstractsText(result.collection.papers);
    } else {
        result.error.toString();
    }
    // The converter sees raw text too, not only what the BibTeX parser lets through.
    LatexToUnicode::convert(QString::fromUtf8(bytes));
    return 0;
}
