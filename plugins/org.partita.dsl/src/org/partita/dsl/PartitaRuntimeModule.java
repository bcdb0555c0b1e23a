/*
 * Partita language
 */
package org.partita.dsl;


/**
 * Use this class to register components to be used at runtime / without the Equinox extension registry.
 */
public class PartitaRuntimeModule extends AbstractPartitaRuntimeModule {
}
