#pragma once

#include "formats.h"

#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>

class Game;
class GridModel;
class GridView;
class QLabel;


class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Game *game() const { return m_game; }
    GridModel *gridModel() const { return m_model; }
    GridView *gridView() const { return m_view; }

    // Load a puzzle; on any error the current game stays and a message box names line and
    // column. Returns whether a new game started.
    bool openFile(const QString &path);
    bool loadText(const QString &text, const QString &source);
    void startPuzzle(const core::Puzzle &puzzle, const QString &source);

    // The text of the last load error shown (empty if none), for tests and the status bar.
    QString lastError() const { return m_lastError; }
    QMessageBox *errorBox() const { return m_errorBox; }

public slots:
    void open();
    void pasteFromClipboard();
    void newGameFrom(int collection);

private:
    void createActions();
    void updateInfo();
    bool loadResult(core::ParseResult result, const QString &source);
    void showErrors(const QStringList &errors, const QString &source);

    Game *m_game;
    GridModel *m_model;
    GridView *m_view;
    QLabel *m_info;
    QString m_lastError;
    QPointer<QMessageBox> m_errorBox;
};
