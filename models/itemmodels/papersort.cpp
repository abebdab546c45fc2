// SPDX-License-Identifier: GPL-3.0-or-later
#include "itemmodels/papersort.h"

#include <QStringList>

namespace {

// Indexed by PaperSort::Key.
const char *const keyNames[] = { "relevance", "list", "starred", "title", "tags", "topics" };
const QLatin1String descendingSuffix("-desc");

} // namespace

QString PaperSort::toString() const
{
    QString text = QLatin1String(keyNames[int(key)]);
    if (isColumn() && order == Qt::DescendingOrder)
        text += descendingSuffix;
    return text;
}

PaperSort PaperSort::fromString(const QString &text)
{
    PaperSort sort;
    QString name = text;
    if (name.endsWith(descendingSuffix)) {
        name.chop(descendingSuffix.size());
        sort.order = Qt::DescendingOrder;
    }
    for (int k = 0; k < int(std::size(keyNames)); ++k) {
        if (name == QLatin1String(keyNames[k])) {
            sort.key = Key(k);
            if (!sort.isColumn())
                sort.order = Qt::AscendingOrder;
            return sort;
        }
    }
    return PaperSort();
}
