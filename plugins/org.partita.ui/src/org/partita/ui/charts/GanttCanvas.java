package org.partita.ui.charts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.ScrollBar;
import org.partita.ui.results.JobRecord;

/**
 * Gantt chart of a run: one row per job in start order, a thin grey bar for its wait (submit → start) and a
 * coloured bar for its run (start → end, to the end of the axis for jobs still running), under a time axis with
 * round ticks and grid lines. Readable at thousands of jobs: the time axis zooms (Ctrl + wheel about the pointer,
 * {@link #zoom}) and scrolls (horizontal bar), the rows scroll (wheel, vertical bar) at a height of at least
 * {@value #MIN_ROW} px, and the pointer's job is named in a tool tip.
 */
public class GanttCanvas extends Canvas {

    private static final int LEFT = 64;
    private static final int TOP = 44;
    private static final int RIGHT = 16;
    private static final int MIN_ROW = 4;
    private static final int MAX_ROW = 16;
    private static final int SCROLL_UNITS = 10_000;
    private static final double MAX_ZOOM = 10_000;

    private List<JobRecord> rows = List.of();
    private double t0;
    private double t1 = 1;
    private double viewStart;
    private double viewSpan = 1;

    public GanttCanvas(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED | SWT.V_SCROLL | SWT.H_SCROLL);
        setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
        addPaintListener(e -> paint(e.gc));
        getVerticalBar().addListener(SWT.Selection, e -> redraw());
        getHorizontalBar().addListener(SWT.Selection, e -> {
            viewStart = t0 + (t1 - t0) * getHorizontalBar().getSelection() / SCROLL_UNITS;
            redraw();
        });
        addListener(SWT.MouseVerticalWheel, this::wheel);
        addListener(SWT.MouseMove, e -> setToolTipText(describe(rowAt(e.y))));
        addListener(SWT.Resize, e -> updateBars());
    }

    public void show(List<JobRecord> jobs) {
        List<JobRecord> sorted = new ArrayList<>(jobs);
        sorted.sort(Comparator.comparingDouble(JobRecord::start).thenComparingLong(JobRecord::id));
        rows = List.copyOf(sorted);
        t0 = rows.stream().mapToDouble(JobRecord::submit).min().orElse(0);
        t1 = rows.stream().mapToDouble(j -> Double.isNaN(j.end()) ? j.start() : j.end()).max().orElse(1);
        if (t1 <= t0) {
            t1 = t0 + 1;
        }
        getVerticalBar().setSelection(0);
        fit();
    }

    /** The jobs, one per row, in drawing order. */
    public List<JobRecord> rows() {
        return rows;
    }

    /** Shows the whole run. */
    public void fit() {
        viewStart = t0;
        viewSpan = t1 - t0;
        updateBars();
        redraw();
    }

    /** Zooms the time axis by {@code factor} (2 = twice as detailed) keeping time {@code about} in place. */
    public void zoom(double factor, double about) {
        double span = Math.max((t1 - t0) / MAX_ZOOM, Math.min(t1 - t0, viewSpan / factor));
        double share = (about - viewStart) / viewSpan;
        viewSpan = span;
        viewStart = clampStart(about - share * span);
        updateBars();
        redraw();
    }

    /** Zooms about the middle of what is shown. */
    public void zoom(double factor) {
        zoom(factor, viewStart + viewSpan / 2);
    }

    /** Scrolls the time axis so that it starts at {@code start} (clamped to the run). */
    public void scrollTo(double start) {
        viewStart = clampStart(start);
        updateBars();
        redraw();
    }

    /** The time window shown: {@code {from, to}} in seconds. */
    public double[] visibleTime() {
        return new double[] {viewStart, viewStart + viewSpan};
    }

    /** The ticks of the time axis for the window shown, in seconds. */
    public double[] ticks() {
        double step = TimeAxis.step(viewSpan, plotWidth(), 110);
        return TimeAxis.ticks(viewStart, viewStart + viewSpan, step);
    }

    /** Pixels per row: all rows when they fit at {@value #MIN_ROW} px or more, else {@value #MIN_ROW} and scroll. */
    public int rowHeight() {
        int h = plotHeight() / Math.max(1, rows.size());
        return Math.max(MIN_ROW, Math.min(MAX_ROW, h));
    }

    /** The x pixel of time {@code t}. */
    public int x(double t) {
        return LEFT + (int) Math.round((t - viewStart) / viewSpan * plotWidth());
    }

    /** The job drawn at pixel row {@code y}, or {@code null}. */
    public JobRecord rowAt(int y) {
        if (y < TOP || rows.isEmpty()) {
            return null;
        }
        int r = getVerticalBar().getSelection() + (y - TOP) / rowHeight();
        return r < rows.size() ? rows.get(r) : null;
    }

    private double clampStart(double start) {
        return Math.max(t0, Math.min(t1 - viewSpan, start));
    }

    private int plotWidth() {
        return Math.max(10, getClientArea().width - LEFT - RIGHT);
    }

    private int plotHeight() {
        return Math.max(10, getClientArea().height - TOP - 4);
    }

    private void updateBars() {
        ScrollBar h = getHorizontalBar();
        int thumb = (int) Math.max(1, Math.round(SCROLL_UNITS * viewSpan / (t1 - t0)));
        h.setValues((int) Math.round(SCROLL_UNITS * (viewStart - t0) / (t1 - t0)), 0, SCROLL_UNITS, thumb,
                Math.max(1, thumb / 10), thumb);
        ScrollBar v = getVerticalBar();
        int visible = Math.max(1, plotHeight() / rowHeight());
        v.setValues(Math.min(v.getSelection(), Math.max(0, rows.size() - visible)), 0, Math.max(1, rows.size()),
                Math.min(visible, Math.max(1, rows.size())), 1, visible);
    }

    private void wheel(Event e) {
        if ((e.stateMask & SWT.MOD1) != 0) {
            double about = viewStart + (e.x - LEFT) / (double) plotWidth() * viewSpan;
            zoom(e.count > 0 ? 1.5 : 1 / 1.5, about);
            e.doit = false;
        }
    }

    private static String describe(JobRecord j) {
        return j == null ? null : "job " + j.id() + ": submitted " + Format.number(j.submit()) + " s, started "
                + Format.number(j.start()) + " s, ended " + Format.number(j.end()) + " s, " + j.allocated()
                + " nodes (" + j.requested() + " requested)";
    }

    private void paint(GC gc) {
        Rectangle area = getClientArea();
        if (rows.isEmpty()) {
            gc.drawText("No job trace (jobs.csv) to show: run with \"write jobs.csv\" on", 10, 10);
            return;
        }
        Color grid = new Color(getDisplay(), 225, 225, 225);
        Color black = getDisplay().getSystemColor(SWT.COLOR_BLACK);
        gc.setForeground(black);
        gc.drawText("simulated time (s)   " + rows.size() + " jobs, " + Format.number(t0) + " … " + Format.number(t1)
                + " s; Ctrl + wheel zooms", LEFT, 2, true);
        for (double t : ticks()) {
            int x = x(t);
            gc.setForeground(grid);
            gc.drawLine(x, TOP, x, area.height);
            gc.setForeground(black);
            gc.drawLine(x, TOP - 5, x, TOP);
            String label = Format.number(t);
            gc.drawText(label, x - gc.textExtent(label).x / 2, TOP - 22, true);
        }
        gc.drawLine(LEFT, TOP, LEFT + plotWidth(), TOP);
        int rowHeight = rowHeight();
        int first = getVerticalBar().getSelection();
        int visible = Math.max(1, plotHeight() / rowHeight);
        gc.setClipping(LEFT, TOP + 1, plotWidth() + 1, area.height);
        for (int r = first; r < rows.size() && r - first < visible; r++) {
            JobRecord j = rows.get(r);
            int y = TOP + 1 + (r - first) * rowHeight;
            int xs = x(j.submit());
            int xb = x(j.start());
            int xe = x(Double.isNaN(j.end()) ? t1 : j.end());
            gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_GRAY));
            gc.fillRectangle(xs, y + rowHeight / 2 - 1, Math.max(1, xb - xs), 2);
            Color c = JobColours.colour(getDisplay(), j.id());
            gc.setBackground(c);
            gc.fillRectangle(xb, y + 1, Math.max(1, xe - xb), Math.max(1, rowHeight - 2));
        }
        gc.setClipping((Rectangle) null);
        if (rowHeight >= 12) {
            gc.setForeground(black);
            for (int r = first; r < rows.size() && r - first < visible; r++) {
                gc.drawText(Long.toString(rows.get(r).id()), 4, TOP + 1 + (r - first) * rowHeight - 1, true);
            }
        } else {
            gc.drawText("rows " + (first + 1) + "–" + Math.min(rows.size(), first + visible), 4, TOP + 2, true);
        }
        grid.dispose();
    }
}
