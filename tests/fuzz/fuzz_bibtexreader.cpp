// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the reader of BibTeX, then what CollectionReader does to its papers.
#include "formats/bibtexfields.h"
#include "formats/bibtexreader.h"
#include "formats/fieldtext.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    ReadResult result = BibtexReader::read(bytes);
    for (Paper &paper : result.collection.papers)
        FieldText::clean(&paper);
    checkReadResult(result);
    for (const QString &author : BibtexFields::splitAuthors(bytes))
        checkShowable(FieldText::line(author), false);
    return 0;
}
