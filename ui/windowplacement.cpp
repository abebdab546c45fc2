// SPDX-License-Identifier: GPL-3.0-or-later
#include "windowplacement.h"

#include <QGuiApplication>
#include <QScreen>
#include <QStyle>
#include <QWidget>

namespace {

// The screen that shows most of geometry; the primary screen when none shows any of it (a
// monitor that was unplugged since the geometry was saved).
QScreen *screenShowing(const QRect &geometry)
{
    QScreen *best = QGuiApplication::primaryScreen();
    qint64 bestArea = 0;
    const auto screens = QGuiApplication::screens();
    for (QScreen *screen : screens) {
        const QRect shared = screen->availableGeometry().intersected(geometry);
        const qint64 area = qint64(shared.width()) * shared.height();
        if (area > bestArea) {
            best = screen;
            bestArea = area;
        }
    }
    return best;
}

// The frame the window system draws around window: known once it is shown, until then the
// style's title bar and border, so that a title bar is never placed above the screen.
QMargins frameOf(const QWidget *window)
{
    const QRect frame = window->frameGeometry();
    const QRect inside = window->geometry();
    if (frame != inside)
        return { inside.left() - frame.left(), inside.top() - frame.top(),
            frame.right() - inside.right(), frame.bottom() - inside.bottom() };
    const int border = window->style()->pixelMetric(QStyle::PM_MdiSubWindowFrameWidth);
    return { border, window->style()->pixelMetric(QStyle::PM_TitleBarHeight) + border, border,
        border };
}

} // namespace

QRect WindowPlacement::firstGeometry(const QRect &available)
{
    const QSize size
        = (QSizeF(available.size()) * screenShare).toSize().boundedTo(largestFirstSize);
    QRect geometry(QPoint(), size);
    geometry.moveCenter(available.center());
    return geometry;
}

QRect WindowPlacement::fitted(const QRect &geometry, const QRect &available)
{
    QRect result(geometry.topLeft(), geometry.size().boundedTo(available.size()));
    if (result.right() > available.right())
        result.moveRight(available.right());
    if (result.bottom() > available.bottom())
        result.moveBottom(available.bottom());
    if (result.left() < available.left())
        result.moveLeft(available.left());
    if (result.top() < available.top())
        result.moveTop(available.top());
    return result;
}

void WindowPlacement::place(QWidget *window, const QByteArray &saved)
{
    if (saved.isEmpty() || !window->restoreGeometry(saved)) {
        QScreen *screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
        if (screen)
            window->setGeometry(firstGeometry(screen->availableGeometry()));
        return;
    }
    // A maximized or full-screen window is sized by the window system itself.
    if (window->windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen))
        return;
    const QMargins frame = frameOf(window);
    const QRect framed = window->geometry() + frame;
    if (QScreen *screen = screenShowing(framed)) {
        const QRect available = screen->availableGeometry();
        if (!available.contains(framed))
            window->setGeometry(fitted(framed, available) - frame);
    }
}
