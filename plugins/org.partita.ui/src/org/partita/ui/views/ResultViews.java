package org.partita.ui.views;

import org.eclipse.ui.IPerspectiveDescriptor;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.partita.ui.results.ResultSet;

/**
 * Opens the result views on one run's files in the {@link ResultsPerspective} (switching to it): the trace views,
 * the claims (when there are any), then metrics.
 */
public final class ResultViews {

    private ResultViews() {
    }

    /** Shows {@code results} in every result view, bringing the metric chart to the front. */
    public static MetricChartView open(IWorkbenchPage page, ResultSet results) throws PartInitException {
        IPerspectiveDescriptor perspective = page.getPerspective();
        if (perspective == null || !ResultsPerspective.ID.equals(perspective.getId())) {
            page.setPerspective(page.getWorkbenchWindow().getWorkbench().getPerspectiveRegistry()
                    .findPerspectiveWithId(ResultsPerspective.ID));
        }
        if (results.jobs() != null || results.timeline() != null) {
            ((ResultView) page.showView(TimelineView.ID, null, IWorkbenchPage.VIEW_VISIBLE)).show(results);
        }
        if (results.jobs() != null) {
            for (String id : new String[] {MeshOccupancyView.ID, GanttView.ID}) {
                IViewPart view = page.showView(id, null, IWorkbenchPage.VIEW_VISIBLE);
                ((ResultView) view).show(results);
            }
        }
        if (results.claims() != null) {
            ((ResultView) page.showView(ClaimsView.ID, null, IWorkbenchPage.VIEW_VISIBLE)).show(results);
        }
        MetricChartView metrics = (MetricChartView) page.showView(MetricChartView.ID);
        metrics.show(results);
        return metrics;
    }
}
