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
    // The loader's way: the abstracts as UTF-8 in an arena, the same texts row for row.
    const ReadResult arena = BibtexReader::read(bytes, {}, {}, AbstractStorage::InArena);
    if (arena.ok() != result.ok()
        || arena.collection.papers.size() != result.collection.papers.size()
        || (arena.ok() && arena.abstracts.size() != result.collection.papers.size()))
        fuzzFailure("the arena read differs in its papers from the read into papers");
    for (qsizetype row = 0; row < arena.abstracts.size(); ++row) {
        if (arena.abstracts.at(row) != result.collection.papers.at(row).abstract)
            fuzzFailure("an abstract in the arena differs from the paper's");
    }
    for (const QString &author : BibtexFields::splitAuthors(bytes))
        checkShowable(FieldText::line(author), false);
    return 0;
}
