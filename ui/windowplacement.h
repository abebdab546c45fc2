// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QRect>

class QWidget;

/// Where the main window goes on the screen. The first window takes a share of the screen's
/// available area (never all of it, never more than a comfortable reading size) and is
/// centred; a geometry remembered from another run is restored, then shrunk and moved until
/// it lies on a screen, since screens, resolutions and scale factors change between runs.
///
/// Only the frame the window system will draw around the window is not known before it is
/// shown: the share leaves room for it.
class WindowPlacement final
{
public:
    /// Of the available area, the part the first window takes in each direction.
    static constexpr double screenShare = 0.85;
    /// The largest first window (in device-independent pixels): wider lines of text are
    /// harder to read, and a 4K screen does not want a 3,000-pixel window.
    static constexpr QSize largestFirstSize { 1600, 1000 };

    /// The first geometry on a screen whose available area is available.
    static QRect firstGeometry(const QRect &available);
    /// geometry moved onto available, shrunk first when it is larger.
    static QRect fitted(const QRect &geometry, const QRect &available);

    /// Restores saved (from QWidget::saveGeometry(), possibly empty or damaged) into window,
    /// or gives it its first geometry; either way the window ends up on a screen.
    static void place(QWidget *window, const QByteArray &saved);
};
