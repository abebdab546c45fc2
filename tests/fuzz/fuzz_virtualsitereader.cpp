// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the virtualsite reader, then what CollectionReader does to its papers.
#include "formats/fieldtext.h"
#include "formats/virtualsitereader.h"
#include "fuzzcheck.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    ReadResult result = VirtualSiteReader::read(bytes);
    for (Paper &paper : result.collection.papers)
        FieldText::clean(&paper);
    checkReadResult(result);
    return 0;
}
