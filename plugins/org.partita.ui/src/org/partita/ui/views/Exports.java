package org.partita.ui.views;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

/** PNG snapshots of a view's drawing and SVG files, written where the user chooses. */
public final class Exports {

    private Exports() {
    }

    /** Writes the pixels of {@code control} as a PNG file. */
    public static void png(Control control, Path file) throws IOException {
        var size = control.getSize();
        Image image = new Image(control.getDisplay(), Math.max(1, size.x), Math.max(1, size.y));
        GC gc = new GC(image);
        try {
            control.print(gc);
        } finally {
            gc.dispose();
        }
        try {
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] {image.getImageData()};
            Files.createDirectories(file.toAbsolutePath().getParent());
            loader.save(file.toString(), SWT.IMAGE_PNG);
        } finally {
            image.dispose();
        }
    }

    public static void svg(String svg, Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, svg, StandardCharsets.UTF_8);
    }

    /** Asks for a file to save to; {@code null} when cancelled. */
    static Path ask(Shell shell, String name, String extension) {
        FileDialog dialog = new FileDialog(shell, SWT.SAVE);
        dialog.setFileName(name + "." + extension);
        dialog.setFilterExtensions(new String[] {"*." + extension});
        dialog.setOverwrite(true);
        String path = dialog.open();
        return path == null ? null : Path.of(path);
    }
}
