package org.partita.ui.charts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.partita.ui.results.JobRecord;

/**
 * Gantt chart of a run: one row per job in start order, a thin grey bar for its wait (submit → start) and a
 * coloured bar for its run (start → end, to the end of the axis for jobs still running).
 */
public class GanttCanvas extends Canvas {

    private static final int LEFT = 60;
    private static final int TOP = 24;

    private List<JobRecord> rows = List.of();

    public GanttCanvas(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED | SWT.V_SCROLL);
        setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
        addPaintListener(e -> paint(e.gc));
        getVerticalBar().addListener(SWT.Selection, e -> redraw());
    }

    public void show(List<JobRecord> jobs) {
        List<JobRecord> sorted = new ArrayList<>(jobs);
        sorted.sort(Comparator.comparingDouble(JobRecord::start).thenComparingLong(JobRecord::id));
        rows = List.copyOf(sorted);
        getVerticalBar().setMaximum(Math.max(1, rows.size()));
        getVerticalBar().setSelection(0);
        redraw();
    }

    /** The jobs, one per row, in drawing order. */
    public List<JobRecord> rows() {
        return rows;
    }

    private void paint(GC gc) {
        Rectangle area = getClientArea();
        if (rows.isEmpty()) {
            gc.drawText("No job trace (jobs.csv) to show", 10, 10);
            return;
        }
        double t0 = rows.stream().mapToDouble(JobRecord::submit).min().orElse(0);
        double t1 = rows.stream().mapToDouble(j -> Double.isNaN(j.end()) ? j.start() : j.end()).max().orElse(1);
        if (t1 <= t0) {
            t1 = t0 + 1;
        }
        int width = Math.max(10, area.width - LEFT - 10);
        int rowHeight = Math.max(3, Math.min(16, (area.height - TOP - 20) / Math.max(1, rows.size())));
        int visible = Math.max(1, (area.height - TOP - 20) / rowHeight);
        getVerticalBar().setThumb(Math.min(visible, rows.size()));
        int first = getVerticalBar().getSelection();
        gc.drawText("time " + Format.number(t0) + " … " + Format.number(t1) + "   " + rows.size() + " jobs", LEFT, 4,
                true);
        for (int r = first; r < rows.size() && r - first < visible; r++) {
            JobRecord j = rows.get(r);
            int y = TOP + (r - first) * rowHeight;
            int xs = LEFT + (int) ((j.submit() - t0) / (t1 - t0) * width);
            int xb = LEFT + (int) ((j.start() - t0) / (t1 - t0) * width);
            int xe = LEFT + (int) (((Double.isNaN(j.end()) ? t1 : j.end()) - t0) / (t1 - t0) * width);
            gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_GRAY));
            gc.fillRectangle(xs, y + rowHeight / 2 - 1, Math.max(1, xb - xs), 2);
            gc.setBackground(JobColours.colour(getDisplay(), j.id()));
            gc.fillRectangle(xb, y + 1, Math.max(1, xe - xb), rowHeight - 2);
            if (rowHeight >= 10) {
                gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_BLACK));
                gc.drawText(Long.toString(j.id()), 4, y, true);
            }
        }
    }
}
