package org.partita.cli;

/** {@code java org.partita.cli.Main ...}: the headless entry point. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(PartitaCommand.commandLine().execute(args));
    }
}
