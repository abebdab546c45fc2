// SPDX-License-Identifier: GPL-3.0-or-later
#include "memmemscan.h"

#include <cstring>

MemmemScan::MemmemScan(const QList<Paper> &papers)
    : m_hits(papers.size())
{
    m_starts.reserve(size_t(papers.size()) + 1);
    for (const Paper &paper : papers) {
        m_starts.push_back(m_arena.size());
        m_arena += (paper.title + QLatin1Char('\n') + paper.abstract).toLower().toUtf8();
    }
    m_starts.push_back(m_arena.size());
    m_arena.squeeze();
}

qsizetype MemmemScan::scan(const QString &text)
{
    const qsizetype papers = qsizetype(m_starts.size()) - 1;
    if (text.isEmpty()) {
        m_hits.fill(true);
        return papers;
    }
    const QByteArray needle = text.toLower().toUtf8();
    const char *arena = m_arena.constData();
    m_hits.fill(false);
    qsizetype count = 0;
    for (qsizetype i = 0; i < papers; ++i) {
        const size_t length = size_t(m_starts[i + 1] - m_starts[i]);
        if (memmem(arena + m_starts[i], length, needle.constData(), size_t(needle.size()))) {
            m_hits.set(i);
            ++count;
        }
    }
    return count;
}
