// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the plain list's reader, into QStrings and into the UTF-8 arena.
#include "formats/fieldtext.h"
#include "formats/plaintextreader.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    ReadResult inPapers = PlainTextReader::read(bytes);
    const ReadResult inArena
        = PlainTextReader::read(QByteArray(bytes), {}, AbstractStorage::InArena);
    if (inPapers.collection.papers.size() != inArena.collection.papers.size())
        fuzzFailure("the arena and the papers hold different numbers of abstracts");
    for (Paper &paper : inPapers.collection.papers)
        FieldText::clean(&paper);
    checkReadResult(inPapers);
    return 0;
}
