// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the plain list's reader, into QStrings and into the UTF-8 arena.
#include "formats/fieldtext.h"
#include "formats/plaintextreader.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>

namespace {

// Whether bytes are valid UTF-8 (they survive decoding and encoding unchanged).
bool isValidUtf8(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes).toUtf8() == bytes;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    ReadResult inPapers = PlainTextReader::read(bytes);
    const ReadResult inArena
        = PlainTextReader::read(QByteArray(bytes), {}, AbstractStorage::InArena);
    const QList<Paper> &papers = inPapers.collection.papers;
    if (papers.size() != inArena.collection.papers.size()
        || papers.size() != inArena.abstracts.size())
        fuzzFailure("the arena and the papers hold different numbers of abstracts");
    if (inPapers.collection.name != inArena.collection.name)
        fuzzFailure("the arena and the papers name the list differently");
    // The same text both ways: decoded, always; as bytes, when the input is valid UTF-8 (the
    // arena keeps invalid bytes as they are, the papers hold U+FFFD for them).
    const bool valid = isValidUtf8(bytes);
    for (qsizetype i = 0; i < papers.size(); ++i) {
        if (inArena.abstracts.at(i) != papers.at(i).abstract)
            fuzzFailure("the arena and the papers hold different abstracts");
        if (valid && inArena.abstracts.utf8(i).toByteArray() != papers.at(i).abstract.toUtf8())
            fuzzFailure("the arena holds other bytes than the papers' abstract");
    }
    for (Paper &paper : inPapers.collection.papers)
        FieldText::clean(&paper);
    checkReadResult(inPapers);
    return 0;
}
