package org.partita.ui.views;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;

/** A result view that is a table: its rows export as CSV (what a spreadsheet or a paper's table starts from). */
abstract class TableView extends ResultView {

    private Table table;

    /** The column titles and their initial widths. */
    protected abstract String[] columns();

    protected abstract int[] widths();

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new FillLayout());
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        setColumns(columns(), widths());
        contributeActions();
        getViewSite().getActionBars().getToolBarManager().add(new Action("Export CSV…") {
            @Override
            public void run() {
                Path file = Exports.ask(getSite().getShell(), exportName(), "csv");
                if (file != null) {
                    try {
                        Exports.csv(table, file);
                    } catch (IOException e) {
                        MessageDialog.openError(getSite().getShell(), "Cannot export", e.getMessage());
                    }
                }
            }
        });
        getViewSite().getActionBars().updateActionBars();
    }

    /** Replaces the columns (a table whose columns depend on the file, as the summary's). */
    protected void setColumns(String[] titles, int[] widths) {
        table.removeAll();
        for (TableColumn c : table.getColumns()) {
            c.dispose();
        }
        for (int i = 0; i < titles.length; i++) {
            TableColumn c = new TableColumn(table, i == 0 ? SWT.LEFT : SWT.LEFT);
            c.setText(titles[i]);
            c.setWidth(i < widths.length ? widths[i] : 120);
        }
    }

    public Table table() {
        return table;
    }

    @Override
    protected Control drawing() {
        return table;
    }
}
