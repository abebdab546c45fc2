// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPaintDevice>
#include <QPaintEngine>
#include <QSize>
#include <QStringList>

/// A paint device that keeps the text runs drawn on it and nothing else, so that a test can
/// read what a widget paints (QWidget::render onto it): elided names, counts, marks.
class TextRecorder final : public QPaintDevice
{
public:
    explicit TextRecorder(QSize size)
        : m_size(size)
    {
    }
    ~TextRecorder() override = default;

    QPaintEngine *paintEngine() const override { return &m_engine; }
    /// The text runs drawn, in the order drawn.
    QStringList texts() const { return m_engine.texts; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
            return m_size.width();
        case PdmHeight:
            return m_size.height();
        case PdmWidthMM:
            return m_size.width() * 254 / 960;
        case PdmHeightMM:
            return m_size.height() * 254 / 960;
        case PdmNumColors:
            return 0x7fffffff;
        case PdmDepth:
            return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(devicePixelRatioFScale());
        }
        return 0;
    }

private:
    // Everything but text is dropped.
    class Engine final : public QPaintEngine
    {
    public:
        Engine()
            : QPaintEngine(QPaintEngine::AllFeatures)
        {
        }
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override { }
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override { }
        void drawImage(
            const QRectF &, const QImage &, const QRectF &, Qt::ImageConversionFlags) override
        {
        }
        void drawTiledPixmap(const QRectF &, const QPixmap &, const QPointF &) override { }
        void drawPath(const QPainterPath &) override { }
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override { }
        void drawRects(const QRectF *, int) override { }
        void drawLines(const QLineF *, int) override { }
        void drawEllipse(const QRectF &) override { }
        void drawTextItem(const QPointF &, const QTextItem &item) override
        {
            texts.append(item.text());
        }
        Type type() const override { return QPaintEngine::User; }

        QStringList texts;
    };

    QSize m_size;
    mutable Engine m_engine;
};
