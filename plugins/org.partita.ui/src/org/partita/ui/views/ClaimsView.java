package org.partita.ui.views;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.TableItem;
import org.partita.ui.results.ClaimsTable;
import org.partita.ui.results.ResultSet;

/**
 * The verdicts of the {@code expect} claims after a run ({@code claims.csv}): one row per claim with its
 * experiment, verdict, source line, what it states and what was measured — every experiment's claims after a run
 * of a file with several experiments or of a suite. Failed claims are marked red, claims that hold green.
 */
public class ClaimsView extends TableView {

    public static final String ID = "org.partita.ui.views.ClaimsView";

    private List<ResultSet> runs = List.of();

    @Override
    protected String[] columns() {
        return new String[] {"Experiment", "Verdict", "Source", "Claim", "Measured"};
    }

    @Override
    protected int[] widths() {
        return new int[] {140, 220, 180, 400, 500};
    }

    /** Shows the claims of every run of {@code all}, in order. */
    public void showAll(List<ResultSet> all) {
        runs = List.copyOf(all);
        show(all.isEmpty() ? null : all.get(0));
    }

    @Override
    protected void refresh() {
        table().removeAll();
        List<ResultSet> shown = runs.contains(results()) ? runs : results() == null ? List.of() : List.of(results());
        runs = shown;
        for (ResultSet run : shown) {
            ClaimsTable claims = run.claims();
            if (claims == null) {
                continue;
            }
            for (ClaimsTable.Row r : claims.rows()) {
                TableItem item = new TableItem(table(), SWT.NONE);
                item.setText(new String[] {r.experiment(), r.label(), r.source(), r.stated(), r.measured()});
                int colour = switch (r.verdict()) {
                    case "holds" -> SWT.COLOR_DARK_GREEN;
                    case "fails" -> r.notReproduced().isEmpty() ? SWT.COLOR_RED : SWT.COLOR_DARK_YELLOW;
                    default -> SWT.COLOR_DARK_GRAY;
                };
                item.setForeground(1, table().getDisplay().getSystemColor(colour));
            }
        }
    }
}
