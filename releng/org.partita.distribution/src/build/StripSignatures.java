import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * Removes the signatures of the jars in a directory (the distribution's lib/), run by the build as a single source
 * file: {@code java StripSignatures.java DIR}. The JVM's ahead-of-time class cache cannot hold classes of signed jars,
 * and most of Eclipse's (EMF, Xtext) are signed, so without this the cache misses about a thousand of the classes
 * loading an experiment file needs. A jar is rewritten only when it has signature files (META-INF/*.SF and their
 * blocks); its entries keep their order, contents and times, and its manifest keeps its main attributes (the
 * per-entry digests belong to the signature). The bundles of the p2 site and of the workbench are not touched.
 */
public final class StripSignatures {

    public static void main(String[] args) throws IOException {
        try (var jars = Files.newDirectoryStream(Path.of(args[0]), "*.jar")) {
            for (Path jar : jars) {
                strip(jar);
            }
        }
    }

    private static boolean signature(String name) {
        String n = name.toUpperCase(java.util.Locale.ROOT);
        return n.startsWith("META-INF/") && n.indexOf('/', 9) < 0
                && (n.endsWith(".SF") || n.endsWith(".RSA") || n.endsWith(".DSA") || n.endsWith(".EC"));
    }

    private static void strip(Path jar) throws IOException {
        Path out = jar.resolveSibling(jar.getFileName() + ".unsigned");
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            List<ZipEntry> entries = new ArrayList<>();
            boolean signed = false;
            for (Enumeration<? extends ZipEntry> e = zip.entries(); e.hasMoreElements();) {
                ZipEntry entry = e.nextElement();
                if (signature(entry.getName())) {
                    signed = true;
                } else {
                    entries.add(entry);
                }
            }
            if (!signed) {
                return;
            }
            try (OutputStream file = Files.newOutputStream(out); ZipOutputStream z = new ZipOutputStream(file)) {
                for (ZipEntry entry : entries) {
                    ZipEntry copy = new ZipEntry(entry.getName());
                    copy.setTime(entry.getTime());
                    z.putNextEntry(copy);
                    try (InputStream in = zip.getInputStream(entry)) {
                        if (entry.getName().equalsIgnoreCase("META-INF/MANIFEST.MF")) {
                            Manifest m = new Manifest(in);
                            Manifest main = new Manifest();
                            main.getMainAttributes().putAll(m.getMainAttributes());
                            if (main.getMainAttributes().getValue(Attributes.Name.MANIFEST_VERSION) == null) {
                                main.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
                            }
                            main.write(z);
                        } else {
                            in.transferTo(z);
                        }
                    }
                    z.closeEntry();
                }
            }
        }
        Files.move(out, jar, StandardCopyOption.REPLACE_EXISTING);
    }
}
