package org.partita.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.partita.ui.results.ClaimsTable;

/**
 * The verdicts of the experiment's {@code expect} claims after a run ({@code claims.csv}): one row per claim with its
 * source line, verdict, what it states and what was measured. Failed claims are marked red, claims that hold green.
 */
public class ClaimsView extends ResultView {

    public static final String ID = "org.partita.ui.views.ClaimsView";

    private static final String[] COLUMNS = {"Verdict", "Source", "Claim", "Measured"};
    private static final int[] WIDTHS = {220, 160, 420, 520};

    private Table table;

    @Override
    public void createPartControl(Composite parent) {
        parent.setLayout(new FillLayout());
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (int i = 0; i < COLUMNS.length; i++) {
            TableColumn c = new TableColumn(table, SWT.LEFT);
            c.setText(COLUMNS[i]);
            c.setWidth(WIDTHS[i]);
        }
        contributeActions();
    }

    @Override
    protected void refresh() {
        table.removeAll();
        ClaimsTable claims = results() == null ? null : results().claims();
        if (claims == null) {
            return;
        }
        for (ClaimsTable.Row r : claims.rows()) {
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(new String[] {r.label(), r.source(), r.stated(), r.measured()});
            int colour = switch (r.verdict()) {
                case "holds" -> SWT.COLOR_DARK_GREEN;
                case "fails" -> r.notReproduced().isEmpty() ? SWT.COLOR_RED : SWT.COLOR_DARK_YELLOW;
                default -> SWT.COLOR_DARK_GRAY;
            };
            item.setForeground(0, table.getDisplay().getSystemColor(colour));
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
