#include "play/completiondialog.h"

#include "game/game.h"
#include "play/puzzleinfo.h"
#include "wording/stepwording.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

QString CompletionDialog::hintKindName(const QString &kind)
{
    if (kind == Game::kRevealHint)
        return tr("Cells revealed");
    if (kind == Game::kMistakeHint)
        return tr("Mistakes pointed out");
    for (int t = 0; t < core::kTechniqueCount; ++t) {
        const auto technique = static_cast<core::Technique>(t);
        if (kind
            == QLatin1String(core::techniqueId(technique).data(),
                qsizetype(core::techniqueId(technique).size())))
            return StepWording::techniqueName(technique);
    }
    return kind;
}

CompletionDialog::CompletionDialog(const Game &game, bool hasNext, QWidget *parent)
    : QDialog { parent }
    , m_figures { new QLabel }
{
    setObjectName(QStringLiteral("completionBox"));
    setWindowTitle(tr("Well done"));
    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(12);
    layout->setContentsMargins(24, 20, 24, 16);
    // Room for the title and the three buttons side by side: not a cramped message box.
    setMinimumWidth(fontMetrics().averageCharWidth() * 56);
    layout->setSizeConstraint(QLayout::SetMinimumSize);

    auto *heading = new QLabel(tr("Solved!"));
    QFont big = heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    heading->setFont(big);
    layout->addWidget(heading);
    //: The completion dialog: which puzzle was solved (its collection or file, and its number).
    // A generated or pasted puzzle has no number: its source names it.
    auto *which
        = new QLabel(game.index() > 0 ? tr("%1, puzzle %2").arg(game.source()).arg(game.index())
                                      : game.source());
    which->setObjectName(QStringLiteral("completionPuzzle"));
    which->setWordWrap(true);
    layout->addWidget(which);

    // The figures, in a table: time, mistakes, hints; then the hints by what they were for.
    QString rows;
    const auto row = [this, &rows](
                         const QString &label, const QString &value, bool indent = false) {
        rows += QStringLiteral("<tr><td style='padding-right:18px;%1'>%2</td><td>%3</td></tr>")
                    .arg(indent ? QStringLiteral("padding-left:16px;") : QString(),
                        label.toHtmlEscaped(), value.toHtmlEscaped());
        m_lines << label + QLatin1Char(' ') + value;
    };
    row(tr("Time:"), PuzzleInfo::formatTime(game.elapsedMs()));
    row(tr("Mistakes:"), QString::number(game.mistakes()));
    row(tr("Hints used:"), QString::number(game.hintsUsed()));
    const QMap<QString, int> kinds = game.hintsByKind();
    for (auto it = kinds.cbegin(); it != kinds.cend(); ++it)
        row(hintKindName(it.key()), QString::number(it.value()), true);
    m_figures->setObjectName(QStringLiteral("completionFigures"));
    m_figures->setTextFormat(Qt::RichText);
    m_figures->setText(QStringLiteral("<table>%1</table>").arg(rows));
    layout->addWidget(m_figures);
    layout->addStretch(1);

    auto *buttons = new QDialogButtonBox;
    m_newGame = buttons->addButton(tr("&New Game"), QDialogButtonBox::AcceptRole);
    m_newGame->setObjectName(QStringLiteral("completionNewGameButton"));
    m_newGame->setToolTip(tr("A random puzzle of the same level"));
    m_next = buttons->addButton(tr("Ne&xt Puzzle"), QDialogButtonBox::AcceptRole);
    m_next->setObjectName(QStringLiteral("completionNextButton"));
    m_next->setToolTip(tr("The next puzzle of the same collection or file"));
    m_next->setEnabled(hasNext);
    QPushButton *close = buttons->addButton(QDialogButtonBox::Close);
    close->setObjectName(QStringLiteral("completionCloseButton"));
    layout->addWidget(buttons);
    // Once in the dialog: a button's default is the dialog's (Enter), which it does not yet have
    // while only the button box holds it.
    (hasNext ? m_next : m_newGame)->setDefault(true);
    connect(m_newGame, &QPushButton::clicked, this, [this] {
        accept();
        emit newGameRequested();
    });
    connect(m_next, &QPushButton::clicked, this, [this] {
        accept();
        emit nextPuzzleRequested();
    });
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
}

QString CompletionDialog::summary() const
{
    return m_lines.join(QLatin1Char('\n'));
}
