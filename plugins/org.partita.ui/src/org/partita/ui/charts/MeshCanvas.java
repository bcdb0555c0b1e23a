package org.partita.ui.charts;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.partita.ui.results.MeshOccupancy;

/**
 * Draws a mesh's nodes as cells coloured by the job that holds them (free nodes white), for one step of a
 * {@link MeshOccupancy}. Drawn as the allocators' documentation reads a mesh (docs/allocation.md: node ids ascend
 * "bottom-up by row, left to right"): node {@code (x, y)} is column x from the left and row y from the bottom, so
 * node 0 is the bottom-left cell and first fit fills the picture from the bottom up.
 */
public class MeshCanvas extends Canvas {

    private static final int TOP = 24;
    private static final int MARGIN = 20;

    private MeshOccupancy occupancy;
    private int step;

    public MeshCanvas(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED);
        setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
        addPaintListener(e -> paint(e.gc));
    }

    public void show(MeshOccupancy occupancy, int step) {
        this.occupancy = occupancy;
        this.step = step;
        redraw();
    }

    public MeshOccupancy occupancy() {
        return occupancy;
    }

    public int step() {
        return step;
    }

    private void paint(GC gc) {
        Rectangle area = getClientArea();
        if (occupancy == null || occupancy.steps() == 0) {
            gc.drawText("No job trace (jobs.csv) to show", 10, 10);
            return;
        }
        int w = occupancy.width();
        int h = occupancy.height();
        long[] owner = occupancy.occupancy(step);
        gc.drawText(String.format(java.util.Locale.ROOT, "t = %s   step %d / %d   busy %.0f%%",
                org.partita.ui.charts.Format.number(occupancy.time(step)), step + 1, occupancy.steps(),
                100 * occupancy.busyShare(step)), 10, 4, true);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                long job = owner[x + w * y];
                Rectangle c = cell(x, y);
                gc.setBackground(job == MeshOccupancy.FREE ? getDisplay().getSystemColor(SWT.COLOR_WHITE)
                        : JobColours.colour(getDisplay(), job));
                gc.fillRectangle(c);
                gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_GRAY));
                gc.drawRectangle(c);
            }
        }
        // the axes' origin, so the orientation is read off the picture
        gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_BLACK));
        Rectangle origin = cell(0, 0);
        gc.drawText("(0,0)", origin.x, origin.y + origin.height + 2, true);
        Rectangle last = cell(w - 1, h - 1);
        String corner = "(" + (w - 1) + "," + (h - 1) + ")";
        gc.drawText(corner, last.x + last.width - gc.textExtent(corner).x, last.y - gc.textExtent(corner).y - 2,
                true);
    }

    /** Where node {@code (x, y)} is drawn: column x from the left, row y from the bottom. */
    public Rectangle cell(int x, int y) {
        Rectangle area = getClientArea();
        int w = occupancy.width();
        int h = occupancy.height();
        int size = Math.max(2, Math.min((area.width - 2 * MARGIN) / w, (area.height - TOP - 2 * MARGIN) / h));
        return new Rectangle(MARGIN + x * size, TOP + MARGIN + (h - 1 - y) * size, size, size);
    }
}
