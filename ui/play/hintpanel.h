#pragma once

#include "logic/step.h"

#include <QWidget>

class ChainStepBar;
class HintSession;
class QLabel;
class QPushButton;

// Shows Play's hint (HintSession): the three buttons (Where? Show, Apply: the levels 1, 2 and
// 3), the title and the text. A click asks the session; whatever the session then holds is
// drawn again from its state, in the current language and cell names. A step's title links to
// its technique's help page.
class HintPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HintPanel)

public:
    explicit HintPanel(HintSession *session, QWidget *parent = nullptr);

    HintSession *session() const { return m_session; }
    // The title and the text shown, as plain text on two lines.
    QString text() const;
    // The title shown (plain text); a step's title is a link to its technique's help page.
    QString title() const { return m_plainTitle; }
    QLabel *titleLabel() const { return m_title; }
    // Show's chain stepper (level 2 of a step with chains): ← / → walk link by link; its
    // highlight goes on the board (PlayWorkspace), its sentence in the text.
    ChainStepBar *stepper() const { return m_stepper; }

signals:
    // The technique's name in the title was clicked: its page of Help ▸ Techniques is wanted.
    void techniqueHelpRequested(core::Technique technique);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    // Draws the session's state.
    void redraw();
    void setText(const QString &title, const QString &body);
    // A step's title: a link that opens its technique's help page.
    void setStepText(const QString &title, core::Technique technique, const QString &body);

    HintSession *m_session;
    QLabel *m_title;
    QLabel *m_body;
    ChainStepBar *m_stepper;
    QString m_plainTitle;
    QPushButton *m_buttons[3];
};
