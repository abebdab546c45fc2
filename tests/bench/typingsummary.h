// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "typingbench.h"

/// Sizes of the typing summary for one list size, over the script's typed keystrokes.
struct TypingSummary
{
    double paperdeskMedian = 0;
    double paperdeskWorst = 0;
    double paperdeskSlowestSample = 0;
    double proxyMedian = 0;
    double proxyWorst = 0;
    double memmemMedian = 0;
    double memmemWorst = 0;
    double maxVsMemmem = 0; ///< largest per-keystroke Paperdesk / memmem, empty text excluded
    double toggle = 0;
    double toggleWorst = 0;
};

/// The summary of one run of the typing script.
TypingSummary summarize(const TypingBench::Result &typing);
