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
        GC gc = new GC(control);
        try {
            gc.copyArea(image, 0, 0);
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
