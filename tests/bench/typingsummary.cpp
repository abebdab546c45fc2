// SPDX-License-Identifier: GPL-3.0-or-later
#include "typingsummary.h"

#include <algorithm>

TypingSummary summarize(const TypingBench::Result &typing)
{
    TypingSummary summary;
    QList<double> paperdesk, proxy, memmem;
    for (const TypingBench::Step &step : typing.steps) {
        if (step.toggle) {
            summary.toggle = step.paperdesk.median();
            summary.toggleWorst = step.paperdesk.worst();
            continue;
        }
        paperdesk.append(step.paperdesk.median());
        summary.paperdeskSlowestSample
            = std::max(summary.paperdeskSlowestSample, step.paperdesk.worst());
        if (!step.proxy.isEmpty())
            proxy.append(step.proxy.median());
        memmem.append(step.memmem.median());
        if (!step.text.isEmpty() && step.memmem.median() > 0) {
            summary.maxVsMemmem
                = std::max(summary.maxVsMemmem, step.paperdesk.median() / step.memmem.median());
        }
    }
    const auto worst = [](const QList<double> &values) {
        return values.isEmpty() ? 0.0 : *std::max_element(values.cbegin(), values.cend());
    };
    summary.paperdeskMedian = BenchStats::median(paperdesk);
    summary.paperdeskWorst = worst(paperdesk);
    summary.proxyMedian = BenchStats::median(proxy);
    summary.proxyWorst = worst(proxy);
    summary.memmemMedian = BenchStats::median(memmem);
    summary.memmemWorst = worst(memmem);
    return summary;
}
