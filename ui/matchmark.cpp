// SPDX-License-Identifier: GPL-3.0-or-later
#include "matchmark.h"

namespace MatchMark {

namespace {

// How much of Highlight is in the marker: enough to be seen at a glance, little enough that
// Text on it keeps the contrast it has on Base.
constexpr qreal highlightShare = 0.35;

QColor blend(const QColor &over, const QColor &under, qreal share)
{
    const auto mix = [share](int a, int b) { return qRound(a * share + b * (1 - share)); };
    return QColor(mix(over.red(), under.red()), mix(over.green(), under.green()),
        mix(over.blue(), under.blue()));
}

} // namespace

QColor fill(const QPalette &palette, QPalette::ColorGroup group)
{
    return blend(palette.color(group, QPalette::Highlight), palette.color(group, QPalette::Base),
        highlightShare);
}

QColor ink(const QPalette &palette, QPalette::ColorGroup group)
{
    return palette.color(group, QPalette::Text);
}

QString htmlStyle(const QPalette &palette)
{
    return QStringLiteral("background-color:%1;color:%2")
        .arg(fill(palette).name(QColor::HexRgb), ink(palette).name(QColor::HexRgb));
}

} // namespace MatchMark
