#include "matchmark.h"

namespace MatchMark {

QColor fill()
{
    return QColor(0xff, 0xf1, 0x76);
}

QColor ink()
{
    return QColor(Qt::black);
}

QString htmlStyle()
{
    return QStringLiteral("background-color:%1;color:%2")
        .arg(fill().name(QColor::HexRgb), ink().name(QColor::HexRgb));
}

} // namespace MatchMark
