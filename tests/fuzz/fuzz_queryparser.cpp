// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the search box language. Any text parses to a query (searching its words
// when it is not valid), never a position past its end.
#include "fuzzcheck.h"
#include "search/queryparser.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const QueryParseResult result = QueryParser::parse(text);
    if (result.errorPosition > text.size())
        fuzzFailure("an error position past the end of the text");
    return 0;
}
