package org.partita.ui.tests;

import java.io.File;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.widgets.Control;

/** Saves a control's pixels as PNG into the directory named by the {@code screenshot.dir} system property. */
final class Screenshots {

    private Screenshots() {
    }

    static File save(Control control, String name) {
        String dir = System.getProperty("screenshot.dir");
        if (dir == null) {
            return null;
        }
        new File(dir).mkdirs();
        var size = control.getSize();
        Image image = new Image(control.getDisplay(), size.x, size.y);
        // a whole window is copied from the screen as composed (a control's own GC misses parts of some views)
        boolean screen = control instanceof org.eclipse.swt.widgets.Shell;
        GC gc = screen ? new GC(control.getDisplay()) : new GC(control);
        try {
            if (screen) {
                var at = control.getBounds();
                gc.copyArea(image, at.x, at.y);
            } else {
                gc.copyArea(image, 0, 0);
            }
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] {image.getImageData()};
            File file = new File(dir, name + ".png");
            loader.save(file.getPath(), SWT.IMAGE_PNG);
            return file;
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
