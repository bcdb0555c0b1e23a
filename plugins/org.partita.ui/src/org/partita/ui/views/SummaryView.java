package org.partita.ui.views;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.TableItem;
import org.partita.ui.charts.Format;
import org.partita.ui.results.SummaryTable;

/**
 * {@code summary.csv} as a table to read: one row per pipeline and sweep point (the aggregate rows), each metric as
 * {@code mean ± CI half-width} over the replications, the number of replications and the steady-state verdict.
 */
public class SummaryView extends TableView {

    public static final String ID = "org.partita.ui.views.SummaryView";

    @Override
    protected String[] columns() {
        return new String[] {"Pipeline"};
    }

    @Override
    protected int[] widths() {
        return new int[] {120};
    }

    @Override
    protected void refresh() {
        SummaryTable summary = results() == null ? null : results().summary();
        if (summary == null) {
            setColumns(columns(), widths());
            return;
        }
        List<String> titles = new ArrayList<>(List.of("Pipeline"));
        titles.addAll(summary.variables());
        titles.add("n");
        titles.addAll(summary.metrics().stream().map(m -> m + " (mean ± CI)").toList());
        boolean steady = summary.aggregates().stream().anyMatch(r -> !r.steadyState().isEmpty());
        if (steady) {
            titles.add("steady state");
        }
        int[] widths = titles.stream().mapToInt(t -> Math.max(70, 8 * t.length() + 20)).toArray();
        setColumns(titles.toArray(String[]::new), widths);
        for (SummaryTable.Row r : summary.aggregates()) {
            List<String> cells = new ArrayList<>(List.of(r.pipeline()));
            summary.variables().forEach(v -> cells.add(r.sweep().get(v)));
            cells.add(Integer.toString(r.n()));
            for (String m : summary.metrics()) {
                cells.add(meanAndHalfWidth(r.values().get(m), r.halfWidths().get(m)));
            }
            if (steady) {
                cells.add(r.steadyState());
            }
            TableItem item = new TableItem(table(), SWT.NONE);
            item.setText(cells.toArray(String[]::new));
            if (r.unsteady()) {
                item.setForeground(table().getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
            }
        }
    }

    /** {@code 12.34 ± 0.5678}; the mean alone when the half-width is undefined (fewer than two replications). */
    static String meanAndHalfWidth(Double mean, Double halfWidth) {
        if (mean == null) {
            return "";
        }
        return halfWidth == null || Double.isNaN(halfWidth) ? Format.number(mean)
                : Format.number(mean) + " ± " + Format.number(halfWidth);
    }
}
