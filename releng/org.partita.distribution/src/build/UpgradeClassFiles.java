import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.classfile.ClassFile;
import java.lang.classfile.ClassFileVersion;
import java.lang.classfile.ClassHierarchyResolver;
import java.lang.classfile.ClassModel;
import java.lang.classfile.ClassTransform;
import java.lang.classfile.CodeTransform;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * Rewrites the Java 5 class files (version 49) of some jars of a directory (the distribution's lib/) as Java 8 class
 * files (version 52) with stack maps, run by the build on JDK 25 and later as a single source file:
 * {@code java UpgradeClassFiles.java DIR PREFIX...} (jars whose names start with a prefix).
 *
 * <p>Why: the JDK's ahead-of-time class cache links the classes it holds, and it cannot link a class older than
 * version 50 (it would need the old type-inferring verifier at run time): picocli and commons-math are compiled for
 * Java 5, so every start loaded, verified and interpreted their classes from the jar (about 180 for a replay). The
 * instructions stay the same; only the version changes and the stack maps the newer verifier needs are computed
 * (the JDK's class-file API). Every rewritten class is then checked by the JDK's verifier (the class-file API's
 * port of it) and the build fails on any error. Entries keep their order, contents (other than these classes) and
 * times; a jar with nothing to rewrite is left as it is. The p2 site, the workbench and the suites keep the
 * libraries as published.
 */
public final class UpgradeClassFiles {

    /** The version written: Java 8, which has stack maps and no instruction the old files could lack. */
    private static final int VERSION = ClassFile.JAVA_8_VERSION;

    public static void main(String[] args) throws IOException {
        try (var jars = Files.newDirectoryStream(Path.of(args[0]), "*.jar")) {
            for (Path jar : jars) {
                for (int i = 1; i < args.length; i++) {
                    if (jar.getFileName().toString().startsWith(args[i])) {
                        upgrade(jar);
                    }
                }
            }
        }
    }

    private static void upgrade(Path jar) throws IOException {
        Path out = jar.resolveSibling(jar.getFileName() + ".upgraded");
        int upgraded;
        try {
            upgraded = rewrite(jar, out);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(out);
            throw e;
        }
        if (upgraded == 0) {
            Files.delete(out);
            return;
        }
        Files.move(out, jar, StandardCopyOption.REPLACE_EXISTING);
        System.out.println("UpgradeClassFiles: " + jar.getFileName() + ": " + upgraded + " classes to version "
                + VERSION);
    }

    /** Writes {@code jar} with its old classes rewritten to {@code out}; returns how many were rewritten. */
    private static int rewrite(Path jar, Path out) throws IOException {
        int upgraded = 0;
        try (ZipFile zip = new ZipFile(jar.toFile());
                URLClassLoader own = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            // stack maps merge types, so the class hierarchy is read from the jar itself and the JDK
            ClassFile cf = ClassFile.of(ClassFile.StackMapsOption.GENERATE_STACK_MAPS,
                    ClassFile.ClassHierarchyResolverOption.of(ClassHierarchyResolver.defaultResolver()
                            .orElse(ClassHierarchyResolver.ofResourceParsing(own))));
            ClassTransform version = (builder, element) -> {
                if (element instanceof ClassFileVersion) {
                    builder.withVersion(VERSION, 0);
                } else {
                    builder.with(element);
                }
            };
            // every method body is written again, so that its stack map is generated
            ClassTransform rewrite = ClassTransform.transformingMethodBodies(CodeTransform.ACCEPT_ALL)
                    .andThen(version);
            List<ZipEntry> entries = new ArrayList<>();
            for (Enumeration<? extends ZipEntry> e = zip.entries(); e.hasMoreElements();) {
                entries.add(e.nextElement());
            }
            try (OutputStream file = Files.newOutputStream(out); ZipOutputStream z = new ZipOutputStream(file)) {
                for (ZipEntry entry : entries) {
                    byte[] bytes;
                    try (InputStream in = zip.getInputStream(entry)) {
                        bytes = in.readAllBytes();
                    }
                    String name = entry.getName();
                    if (name.endsWith(".class") && !name.startsWith("META-INF/")) {
                        ClassModel model = cf.parse(bytes);
                        if (model.majorVersion() < ClassFile.JAVA_6_VERSION) {
                            bytes = cf.transformClass(model, rewrite);
                            List<VerifyError> errors = cf.verify(bytes);
                            if (!errors.isEmpty()) {
                                throw new IllegalStateException(jar.getFileName() + "!/" + name
                                        + " does not verify as version " + VERSION + ": " + errors);
                            }
                            upgraded++;
                        }
                    }
                    ZipEntry copy = new ZipEntry(name);
                    copy.setTime(entry.getTime());
                    z.putNextEntry(copy);
                    z.write(bytes);
                    z.closeEntry();
                }
            }
        }
        return upgraded;
    }
}
