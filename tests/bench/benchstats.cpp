// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchstats.h"

#include <algorithm>

double Samples::median() const
{
    return BenchStats::median(m_values);
}

double Samples::worst() const
{
    return m_values.isEmpty() ? 0.0 : *std::max_element(m_values.cbegin(), m_values.cend());
}

namespace BenchStats {

double median(QList<double> values)
{
    if (values.isEmpty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const qsizetype middle = values.size() / 2;
    return values.size() % 2 ? values.at(middle) : (values.at(middle - 1) + values.at(middle)) / 2;
}

QString formatMs(double ms)
{
    if (ms >= 1000.0)
        return QStringLiteral("%1 s").arg(ms / 1000.0, 0, 'f', ms >= 10000.0 ? 1 : 2);
    if (ms >= 100.0)
        return QStringLiteral("%1 ms").arg(ms, 0, 'f', 0);
    if (ms >= 10.0)
        return QStringLiteral("%1 ms").arg(ms, 0, 'f', 1);
    return QStringLiteral("%1 ms").arg(ms, 0, 'f', 2);
}

QString formatRatio(double numerator, double denominator)
{
    if (denominator <= 0.0)
        return QStringLiteral("n/a");
    const double ratio = numerator / denominator;
    return QStringLiteral("%1×").arg(ratio, 0, 'f', ratio >= 10.0 ? 1 : (ratio >= 0.1 ? 2 : 3));
}

QString formatBytes(double bytes)
{
    if (bytes >= 1e9)
        return QStringLiteral("%1 GB").arg(bytes / 1e9, 0, 'f', 2);
    if (bytes >= 1e6)
        return QStringLiteral("%1 MB").arg(bytes / 1e6, 0, 'f', 1);
    return QStringLiteral("%1 kB").arg(bytes / 1e3, 0, 'f', 1);
}

} // namespace BenchStats
