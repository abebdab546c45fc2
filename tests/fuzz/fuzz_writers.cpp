// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the writers' round-trip property (tests/writerproperty.h) with the
// fuzzer choosing the papers' texts: every writer, read back by its reader, gives back every
// field, the tags and the id, and nothing else.
#include "fuzzcheck.h"
#include "writerproperty.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // Each choice takes the next bytes; past the end, the choices are 0.
    size_t at = 0;
    const WriterProperty::Pick pick = [&](quint32 bound) {
        quint32 value = 0;
        for (int i = 0; i < 2 && at < size; ++i)
            value = value << 8 | data[at++];
        return value % bound;
    };
    QList<ExportedPaper> papers;
    for (int i = 1 + int(pick(3)); i > 0; --i)
        papers.append(WriterProperty::paper(pick));
    for (ExportFormat format : ExportFormats::all()) {
        const QString failure = WriterProperty::check(format, papers);
        if (!failure.isEmpty()) {
            std::fprintf(
                stderr, "%s: %s\n", qPrintable(ExportFormats::name(format)), qPrintable(failure));
            fuzzFailure("a writer's text did not read back as written");
        }
    }
    return 0;
}
