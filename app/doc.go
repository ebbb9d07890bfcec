// Package app keeps the secret seeds of the lots: each is drawn when a
// tournament or a lot is created, stored in the data directory (mode 0600)
// until its draw reveals it, and only its SHA-256 is published before.
// Running commands against event-sourced state is the kit's es.Host.
package app
