// SPDX-License-Identifier: GPL-3.0-or-later
#include "cjkcorpus.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringList>

#include <array>
#include <cstdint>

namespace CjkCorpus {

namespace {

// Fields of machine learning as Chinese papers name them; sentences combine them, so every
// term shares characters with others (模型, 学习, 生成) as real Chinese text does.
const std::array fields = { "扩散模型", "语言模型", "图神经网络", "强化学习", "知识图谱",
    "目标检测", "语义分割", "机器翻译", "情感分析", "推荐系统", "联邦学习", "对比学习",
    "自监督学习", "多模态学习", "文本生成", "图像生成", "语音识别", "问答系统", "因果推断",
    "元学习", "迁移学习", "小样本学习", "持续学习", "注意力机制", "预训练模型", "大语言模型",
    "视觉问答", "点云分割", "关系抽取", "命名实体识别" };
const std::array verbs = { "提出", "设计", "构建", "研究", "改进", "分析" };
const std::array qualities
    = { "高效的", "轻量级的", "可解释的", "鲁棒的", "自适应的", "分层的", "端到端的", "稀疏的" };
const std::array things
    = { "框架", "方法", "算法", "模型", "网络结构", "训练策略", "评估基准", "数据集" };
const std::array findings = { "在多个公开数据集上取得了最优性能", "显著降低了计算开销",
    "提升了模型的泛化能力", "在真实场景中验证了有效性", "优于现有的基线方法" };
const std::array modelNames = { "Transformer", "BERT", "GPT", "ResNet", "CLIP", "LoRA" };

/// A small linear congruential generator: the same list on every machine and Qt version.
class Sequence
{
public:
    explicit Sequence(std::uint64_t seed)
        : m_state(seed * 6364136223846793005ULL + 1442695040888963407ULL)
    {
    }
    template <typename Array> QString pick(const Array &array)
    {
        m_state = m_state * 6364136223846793005ULL + 1442695040888963407ULL;
        return QString::fromUtf8(array[(m_state >> 33) % array.size()]);
    }

private:
    std::uint64_t m_state;
};

QString abstract(int paper)
{
    Sequence next(std::uint64_t(paper) + 1);
    const QString field = next.pick(fields);
    QString text = QStringLiteral("现有的%1方法通常依赖大量标注数据，难以应用于%2。")
                       .arg(field, next.pick(fields));
    text += QStringLiteral("本文%1一种基于%2的%3%4，用于%5任务。")
                .arg(next.pick(verbs), field, next.pick(qualities), next.pick(things),
                    next.pick(fields));
    text += QStringLiteral("我们引入%1作为编码器，并结合%2进行联合优化。")
                .arg(next.pick(modelNames), next.pick(fields));
    text += QStringLiteral("实验结果表明，该%1%2。").arg(next.pick(things), next.pick(findings));
    return text;
}

} // namespace

QString ensure(const QString &dir, int papers, QString *error)
{
    const QString path = QDir(dir).filePath(QStringLiteral("cjk-%1.txt").arg(papers));
    if (QFileInfo(path).size() > 0)
        return path;
    if (!QDir().mkpath(dir)) {
        *error = QStringLiteral("cannot create the corpus folder %1").arg(dir);
        return {};
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return {};
    }
    file.write("CJK benchmark list (generated)\n");
    for (int paper = 0; paper < papers; ++paper)
        file.write('\n' + abstract(paper).toUtf8() + '\n');
    if (!file.commit()) {
        *error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return {};
    }
    return path;
}

} // namespace CjkCorpus
