// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

// The wall-clock and CPU-time bounds of the tests are written for the Release build. A build
// under AddressSanitizer and UndefinedBehaviorSanitizer (make test-asan) does the same work
// several times slower: a checked allocator, instrumented loads and stores, -O1, Q_ASSERTs.
// tests/CMakeLists.txt sets PAPERDESK_TEST_TIME_FACTOR from PAPERDESK_SANITIZE, and every time
// bound goes through timeBudget(), so the Release bounds stay as tight as they were and the
// sanitizer build scales them all by one number instead of each test guessing its own.
#ifndef PAPERDESK_TEST_TIME_FACTOR
#define PAPERDESK_TEST_TIME_FACTOR 1
#endif

/// How many times slower than Release this build may run the same work.
constexpr qint64 testTimeFactor = PAPERDESK_TEST_TIME_FACTOR;

/// A time bound (in ms, µs or s) written for Release, as this build must meet it.
constexpr qint64 timeBudget(qint64 releaseBound)
{
    return releaseBound * testTimeFactor;
}
